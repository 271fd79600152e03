import { useEffect, useRef, useState } from 'react';

/** The search box: the URL follows the typing after a short pause (one request per pause, not per key). */
export function QueryInput({ value, onChange }: { value: string; onChange: (query: string | undefined) => void }) {
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text.trim() || undefined), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <label className="field field--grow">
      <span className="visually-hidden">Search flags</span>
      <input type="search" placeholder="Search by name, description or tag" value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}
