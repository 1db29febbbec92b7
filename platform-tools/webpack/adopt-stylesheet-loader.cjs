// A remote's stylesheets as constructable stylesheets (issue 46, decision 0084): a pitching loader
// in front of css-loader (`exportType: 'css-style-sheet'`), so that `import './page.css'` adds the
// sheet to the document's adopted stylesheets when the module runs. The CSS then arrives in the
// remote's own script instead of a stylesheet request beside it, and applies before its page
// renders. No <style> element: the shell's Content Security Policy keeps style-src without
// 'unsafe-inline' (a constructed sheet comes from a script the policy already allowed).
module.exports = function adoptStylesheet() {
  throw new Error('adopt-stylesheet-loader only pitches: put it before css-loader');
};

module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  return [
    `import sheet from ${request};`,
    // Once per sheet: a module runs once, but hot reloading or a second copy of the remote may not.
    `if (typeof document !== 'undefined' && !document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];`,
    'export default sheet;',
  ].join('\n');
};
