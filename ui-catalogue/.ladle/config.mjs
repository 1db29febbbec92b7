/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: '../shared-ui/src/**/*.stories.tsx',
  defaultStory: '',
  addons: { a11y: { enabled: false }, ladle: { enabled: true }, rtl: { enabled: false }, source: { enabled: false } },
};
