import { markPressableStyleProvided, PRESSABLE_STYLE_ID } from './strict-csp';

it('puts one marker in the head, so react-aria adds no inline <style> of its own', () => {
  markPressableStyleProvided();
  markPressableStyleProvided();
  const markers = document.head.querySelectorAll(`#${PRESSABLE_STYLE_ID}`);
  expect(markers).toHaveLength(1);
  expect(markers[0].tagName).toBe('META');
});
