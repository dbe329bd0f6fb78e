import { useState } from 'react';

/** Up to two initials of a doctor's name: 'Dr. Maria Gonzalez, DVM' gives 'MG'. */
export function initialsOf(name: string): string {
  const words = (name.split(',')[0] ?? '')
    .replace(/^\s*dr\.?\s+/i, '')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/**
 * A vet's picture, or their initials when there is none or it fails to load (demo pictures do
 * not resolve). Decorative: the card's heading names the vet.
 */
export function VetAvatar({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="vet-avatar vet-avatar-initials" aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className="vet-avatar"
      src={src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      onError={() => {
        setFailed(src);
      }}
    />
  );
}
