import { boldSegments } from './bold-segments';

/** The API's event summaries: text with `**bold**` spans, rendered as text (never as HTML). */
export function MarkdownText({ text }: { text: string }) {
  return (
    <>
      {boldSegments(text).map((segment, i) =>
        segment.bold ? <strong key={i}>{segment.text}</strong> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}
