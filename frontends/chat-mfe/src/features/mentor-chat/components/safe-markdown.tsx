import Markdown from 'react-markdown';

/**
 * Renders a figure's reply as Markdown without raw HTML (`skipHtml`); react-markdown's default URL
 * filter already drops javascript: and other unsafe links. Links open in a new tab.
 */
export function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className="chat-markdown" dir="auto">
      <Markdown
        skipHtml
        components={{
          a: ({ href, children: text }) => (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {text}
            </a>
          ),
        }}
      >
        {children}
      </Markdown>
    </div>
  );
}
