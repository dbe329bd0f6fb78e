import './content.css';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Quotes with their authors. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="testimonials">
      {items.map((item) => (
        <li key={item.name} className="card testimonial">
          <figure>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{item.name}</strong>, {item.role}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
