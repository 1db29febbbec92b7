/** The business switcher's badge (spec 01 §9, spec 02 §9): +n for the other businesses up to +9, then 9+. */
export function businessCountBadge(businessCount: number): string | null {
  const others = businessCount - 1;
  if (others <= 0) return null;
  return others > 9 ? '9+' : `+${others}`;
}
