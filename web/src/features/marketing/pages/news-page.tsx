import { HOUSE_VISIT } from '@petwell/domain';
import { PageHero } from '../../../components/content/page-hero';
import { config } from '../../../config/config';
import '../marketing.css';

interface NewsItem {
  /** ISO date of publication. */
  date: string;
  title: string;
  paragraphs: readonly string[];
}

const brand = config.brandName;

/** Newest first. */
const NEWS: readonly NewsItem[] = [
  {
    date: '2026-03-10',
    title: 'Practices can now run their own booking site',
    paragraphs: [
      `Every practice on ${brand} can now publish a booking site under its own name, on a sub-domain or on its own web address. Practices add their logo, their own header and page content, and a booking widget that shows live availability for clinic visits and online consultations.`,
      'Clients book and pay on the practice’s site and find their appointments and records in the same account they already use.',
    ],
  },
  {
    date: '2026-01-22',
    title: 'Adopted pets now go home with their records',
    paragraphs: [
      'Through our shelter partnership, shelters can pre-load each adopted pet’s age, breed, adoption date, allergies, vaccinations, medications and microchip number. New owners find everything in their account on day one, and the shelter can keep in touch through notifications in the mobile app.',
    ],
  },
  {
    date: '2025-11-04',
    title: 'Vet house calls, twice a year',
    paragraphs: [
      `Our yearly house-call package brings a vet to your home ${HOUSE_VISIT.visitsPerYear} times a year for $${HOUSE_VISIT.pricePerYear}, against about $${HOUSE_VISIT.traditionalPrice} for the same care at a traditional vet. It suits senior pets, anxious pets and cats who dread the carrier.`,
    ],
  },
  {
    date: '2025-08-18',
    title: 'Pet Health Assessment: five minutes to spot risks early',
    paragraphs: [
      'Our free assessment asks owners about their pet’s general health, digestion, heart and breathing, joints and skin, and returns a color-coded risk report with the tests a vet might consider. Owners who want more can book a doctor consultation for the advanced report.',
    ],
  },
  {
    date: '2025-05-06',
    title: `${brand} opens an engineering office in Austin`,
    paragraphs: [
      'Our product and engineering team now has a home in Austin, Texas, alongside our Miami headquarters. The team builds the web and mobile apps that owners, vets and shelters use every day.',
    ],
  },
];

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export function NewsPage() {
  return (
    <>
      <PageHero
        title="News"
        lead={<p>What is new at {brand}: new services, partnerships and updates to the app.</p>}
      />
      <div className="content-section">
        <div className="container">
          <ul className="news-list">
            {NEWS.map((item) => (
              <li key={item.date}>
                <article className="card">
                  <h2>{item.title}</h2>
                  <time className="news-date" dateTime={item.date}>
                    {dateFormat.format(new Date(`${item.date}T00:00:00Z`))}
                  </time>
                  {item.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </article>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
