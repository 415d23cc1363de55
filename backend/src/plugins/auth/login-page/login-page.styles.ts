import { APP_PALETTE } from './login-page.brand';

/**
 * Inline styles of the sign-in page (CSP allows inline styles, not inline scripts), in the app's
 * light palette so leaving the app for this page does not look like another site.
 */
export const LOGIN_PAGE_STYLES = `
:root{--bg:${APP_PALETTE.bg};--card:${APP_PALETTE.surface};--text:${APP_PALETTE.text};--muted:${APP_PALETTE.textMuted};--accent:${APP_PALETTE.primary};--accent-hover:${APP_PALETTE.primaryHover};--accent-text:#fff;--border:${APP_PALETTE.border};--error-bg:#fdecea;--error:${APP_PALETTE.danger};color-scheme:light}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
.card{width:100%;max-width:400px;background:var(--card);border:1px solid var(--border);border-radius:20px;padding:28px 22px;box-shadow:0 10px 30px rgba(0,0,0,.08)}
.logo{display:flex;align-items:center;justify-content:center;gap:8px;margin:0 auto 12px;font-weight:700;font-size:1.25rem;color:var(--accent)}
h1{font-size:1.4rem;margin:0;text-align:center}
.tagline{margin:4px 0 20px;text-align:center;color:var(--muted)}
form{display:flex;flex-direction:column;gap:6px}
label{font-weight:600;font-size:.9rem;margin-top:8px}
input{font:inherit;padding:12px 14px;border-radius:12px;border:1px solid var(--border);background:transparent;color:inherit;min-height:48px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.hint{margin:0;font-size:.85rem;color:var(--muted)}
button{margin-top:18px;min-height:48px;border:0;border-radius:12px;background:var(--accent);color:var(--accent-text);font:600 1rem system-ui,sans-serif;cursor:pointer}
button:hover{background:var(--accent-hover)}
.error{background:var(--error-bg);color:var(--error);padding:10px 12px;border-radius:10px;margin:0 0 8px}
.switch,.back{text-align:center;margin:16px 0 0}
.back{margin-top:8px;font-size:.9rem}
a{color:var(--accent)}
`;
