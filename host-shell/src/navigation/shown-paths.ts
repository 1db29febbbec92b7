/**
 * The paths the content area has shown in this tab. A page that has been on screen has all its
 * code here, the chunks its remote loads for it included, so the menu renders a switch back to it
 * at once, inside the press (docs/decisions/0041-switches-render-at-once.md). A path not shown yet
 * is rendered in a transition: if something in it still has to load, the current page stays on
 * screen instead of a loading state.
 */
export class ShownPaths {
  private readonly paths = new Set<string>();

  add(path: string): void {
    this.paths.add(path);
  }

  has(path: string): boolean {
    return this.paths.has(path);
  }
}
