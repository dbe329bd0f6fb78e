/** A date and time as 'Nov 2, 2026, 10:00 AM' in the viewer's zone. */
export const formatDateTime = (value: string) =>
  new Date(value).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
