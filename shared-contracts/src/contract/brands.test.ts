import { BRANDS, WHITE_LABEL_BRANDS, type Brand } from './entities';

// deployment-defaults.json is the one list of brands; the Brand type must name exactly those.
const EVERY_BRAND: Record<Brand, true> = { MAIN: true, SECOND: true, PARTNER_A: true, PARTNER_B: true };

test('the brands of deployment-defaults.json are exactly the Brand type, white-label ones among them', () => {
  expect([...BRANDS].sort()).toEqual(Object.keys(EVERY_BRAND).sort());
  for (const brand of WHITE_LABEL_BRANDS) expect(BRANDS).toContain(brand);
});
