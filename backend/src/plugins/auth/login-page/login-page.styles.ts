/** Inline styles of the sign-in page (CSP allows inline styles, not inline scripts). */
export const LOGIN_PAGE_STYLES = `
:root{--bg:#f6f3ee;--card:#fff;--text:#1d1b18;--muted:#6b655c;--accent:#7c4dff;--accent-text:#fff;--border:#ddd6cc;--error-bg:#fdecea;--error:#b3261e}
@media (prefers-color-scheme:dark){:root{--bg:#15130f;--card:#201d18;--text:#f3efe8;--muted:#aaa296;--accent:#a48bff;--accent-text:#15130f;--border:#3a352d;--error-bg:#3b1a17;--error:#ffb4ab}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
.card{width:100%;max-width:400px;background:var(--card);border:1px solid var(--border);border-radius:20px;padding:28px 22px;box-shadow:0 10px 30px rgba(0,0,0,.08)}
.logo{width:52px;height:52px;border-radius:14px;margin:0 auto 12px;display:grid;place-items:center;font:700 28px Georgia,serif;background:var(--accent);color:var(--accent-text)}
h1{font-size:1.4rem;margin:0;text-align:center}
.tagline{margin:4px 0 20px;text-align:center;color:var(--muted)}
form{display:flex;flex-direction:column;gap:6px}
label{font-weight:600;font-size:.9rem;margin-top:8px}
input{font:inherit;padding:12px 14px;border-radius:12px;border:1px solid var(--border);background:transparent;color:inherit;min-height:48px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.hint{margin:0;font-size:.85rem;color:var(--muted)}
button{margin-top:18px;min-height:48px;border:0;border-radius:12px;background:var(--accent);color:var(--accent-text);font:600 1rem system-ui,sans-serif;cursor:pointer}
button:hover{filter:brightness(1.08)}
.error{background:var(--error-bg);color:var(--error);padding:10px 12px;border-radius:10px;margin:0 0 8px}
.switch,.back{text-align:center;margin:16px 0 0}
.back{margin-top:8px;font-size:.9rem}
a{color:var(--accent)}
`;
