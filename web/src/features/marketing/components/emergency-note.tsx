/** Online care is not for emergencies; said plainly wherever an owner might wait for a reply. */
export function EmergencyNote() {
  return (
    <aside className="marketing-note marketing-note-warning" aria-label="In an emergency">
      <p>
        <strong>Is it an emergency?</strong> If your pet is struggling to breathe, has collapsed, is
        bleeding heavily, is having a seizure or may have eaten something poisonous, go to the
        nearest emergency vet clinic now rather than waiting for an online reply.
      </p>
    </aside>
  );
}
