/** What happens to selected add-ons the chosen plan leaves out, one line each (Manage Add-Ons and Checkout). */
export function DroppedNotes({ texts }: { texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <ul className="overlay-dropped">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
