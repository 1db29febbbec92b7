/** The component catalogue of shared-ui: every `*.stories.tsx` beside its component. */
/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: '../shared-ui/src/**/*.stories.tsx',
  port: 4870,
  previewPort: 4870,
  addons: {
    a11y: { enabled: false },
    control: { enabled: false },
    ladle: { enabled: true },
    mode: { enabled: true },
    rtl: { enabled: false },
    source: { enabled: false },
    theme: { enabled: false },
    width: { enabled: true, options: { mobile: 390, desktop: 1280 }, defaultState: 0 },
  },
};
