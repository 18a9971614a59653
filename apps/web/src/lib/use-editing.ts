import { useState } from 'react';

/**
 * The row a Manager screen's form edits (null while it adds a new one). Choosing a row
 * scrolls up to the form, which sits above the list.
 */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  return {
    editing,
    startEditing(row: T) {
      setEditing(row);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    stopEditing: () => setEditing(null),
  };
}
