import { BRANDS } from 'shared-contracts';
import { brandName, builtInLook, parseBrandLook, showBrand } from './brand';

describe("a brand's look", () => {
  it('has its own name, logo and favicon for every brand; the white-label ones say nothing of the main brand', () => {
    const main = builtInLook('MAIN');
    for (const brand of BRANDS) {
      const look = builtInLook(brand);
      expect(look.name.en).toBeTruthy();
      expect(look.logo).toMatch(/^data:image\/svg\+xml,/);
      expect(look.favicon).toBe(look.logo);
      if (brand === 'MAIN') continue;
      expect(look.logo).not.toBe(main.logo);
      expect(look.colors).toBeDefined();
    }
    for (const brand of ['PARTNER_A', 'PARTNER_B'] as const) {
      expect(Object.values(builtInLook(brand).name).join(' ')).not.toMatch(/Merchant Dashboard|Dasbor Merchant/i);
    }
  });

  it('names the brand per language, in English where it has no other name', () => {
    expect(brandName(builtInLook('MAIN'), 'id')).toBe('Dasbor Merchant');
    expect(brandName(builtInLook('SECOND'), 'id')).toBe('Lintas Bisnis');
    expect(brandName({ ...builtInLook('SECOND'), name: { en: 'Only English' } }, 'id')).toBe('Only English');
  });

  it('takes only images the page may show and colours that are #rrggbb', () => {
    const look = parseBrandLook({ name: { en: 'Acme' }, logo: '//evil.test/logo.png', favicon: 'javascript:alert(1)', colors: { brand: 'red;}', brandStrong: '#000000', brandSurface: '#ffffff' } }, 'PARTNER_A');
    expect(look.name).toEqual({ en: 'Acme' });
    expect(look.logo).toBe(builtInLook('PARTNER_A').logo);
    expect(look.favicon).toBe(builtInLook('PARTNER_A').favicon);
    expect(look.colors).toEqual(builtInLook('PARTNER_A').colors);
  });

  it("shows the brand: data-brand, its colours in the design system's tokens, its favicon", () => {
    document.head.innerHTML = '<link rel="icon" href="data:,">';
    showBrand('PARTNER_A', builtInLook('PARTNER_A'));
    const root = document.documentElement;
    expect(root.dataset.brand).toBe('PARTNER_A');
    expect(root.style.getPropertyValue('--mdp-brand')).toBe('#6b21a8');
    expect(root.style.getPropertyValue('--mdp-brand-strong')).toBe('#541a85');
    expect(root.style.getPropertyValue('--mdp-info-surface')).toBe('#f5edfc');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(builtInLook('PARTNER_A').favicon);
    // The main brand has the design system's own colours: nothing is set over them.
    showBrand('MAIN', builtInLook('MAIN'));
    expect(root.style.getPropertyValue('--mdp-brand')).toBe('');
    expect(root.dataset.brand).toBe('MAIN');
  });
});
