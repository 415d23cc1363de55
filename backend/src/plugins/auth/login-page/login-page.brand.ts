/** The app's colours (frontends/ui/src/styles/tokens.css), for pages the backend renders itself. */
export const APP_PALETTE = {
  bg: '#f7f5f0',
  surface: '#ffffff',
  text: '#1f1b16',
  textMuted: '#6b6358',
  border: '#e2ddd3',
  primary: '#7c4a1e',
  primaryHover: '#653c18',
  danger: '#c53030',
} as const;

/** The app's temple logo (the header's `ColumnsIcon`) and name, as the header shows them. */
export const APP_LOGO_HTML = `<div class="logo"><svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M3 9l9-5 9 5"/><path d="M5 9v9M9.5 9v9M14.5 9v9M19 9v9"/><path d="M3 20h18"/></svg><span>Agora</span></div>`;
