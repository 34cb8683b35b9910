import type { ThemeConfig } from 'antd';

/**
 * Greys and status colours that read at WCAG 2.2 AA (4.5:1 for text) on the page background
 * (#f5f7f8), on cards (#fff) and on antd's light fills (#f5f5f5): antd's defaults are
 * semi-transparent blacks (3.3:1 for secondary text, 1.8:1 for placeholders) and a #ff4d4f red
 * (3.3:1). e2e/a11y.spec.ts checks every route with axe.
 */
const MUTED_TEXT = '#52606d'; // 6.0:1 on #f5f7f8, the CSS --text-muted
const FAINT_TEXT = '#5b6670'; // 5.4:1 on #f5f7f8
const PLACEHOLDER_TEXT = '#636b74'; // 5.4:1 on #fff, 5.0:1 on a disabled field's #f5f5f5

/**
 * A preset Tag writes its text in shade 7 of its palette on shade 1; for these palettes that is
 * below 4.5:1 (cyan 3.4, green 3.4, orange 3.3, gold 2.8, lime 2.5, yellow 2.1, volcano 4.4), so
 * they take shade 8, or 9 where 8 is still short.
 */
const TAG_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
};

export const theme: ThemeConfig = {
  // antd's CSS comes from the build (frontend/build/antd-static-styles.ts), not from each component at
  // run time; its variables hang off one fixed class, the same in the stylesheet and on the page.
  zeroRuntime: true,
  hashed: false,
  cssVar: { key: 'rs' },
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    colorError: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorTextTertiary: FAINT_TEXT,
    colorTextDescription: MUTED_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    colorTextDisabled: PLACEHOLDER_TEXT,
    // The ring round a focused field (antd's default is the brand at about 10 %, next to invisible).
    controlOutline: 'rgba(15, 118, 110, 0.45)',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // Status tags write in the status colour itself (not its *Text shade) on its light background.
    Tag: {
      ...TAG_TEXT,
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorInfo: '#0958d9',
    },
  },
};
