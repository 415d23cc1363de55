/** The answers being written, one per figure, as their tokens arrive. */
export function StreamingDrafts({ drafts }: { drafts: Record<string, string> }) {
  return (
    <>
      {Object.entries(drafts).map(([author, text]) => (
        <div key={author} className="feed-post feed-post--streaming" aria-live="polite">
          <strong dir="auto">{author}</strong>
          <p dir="auto">{text}</p>
        </div>
      ))}
    </>
  );
}
