export interface Segment {
  text: string;
  bold: boolean;
}

/** Splits `a **b** c` into plain and bold runs; an unpaired `**` stays literal text. */
export function boldSegments(text: string): Segment[] {
  const parts = text.split('**');
  if (parts.length % 2 === 0) return [{ text, bold: false }];
  return parts.map((part, i) => ({ text: part, bold: i % 2 === 1 })).filter((s) => s.text !== '');
}
