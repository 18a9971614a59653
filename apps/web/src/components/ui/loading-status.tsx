/** The text shown while something loads (a screen's chunk, its data), announced politely. */
export function LoadingStatus({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="py-8 text-center text-slate-600">
      {text}
    </p>
  );
}
