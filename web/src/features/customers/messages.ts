import { MESSAGES, PHR_MESSAGES } from '@petwell/domain';

/** The Customers screen's texts (/app/users); the spec's own come from the domain. */
export const CUSTOMERS_TEXT = {
  // The spec's menu entry for the main vendor; other practices see their 'Customers'.
  usersTitle: 'Users',
  customersTitle: 'Customers',
  filters: (title: string) => `Filter ${title.toLowerCase()}`,
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  createdFrom: 'Created from',
  createdTo: 'Created to',
  search: 'Search',
  clear: 'Clear',
  badDates: 'The “Created to” date must not be before the “Created from” date.',
  table: (title: string) => `${title}, newest first`,
  total: (n: number, title: string) =>
    `${new Intl.NumberFormat('en-US').format(n)} ${n === 1 ? title.toLowerCase().replace(/s$/, '') : title.toLowerCase()}`,
  pageOf: (page: number, pages: number) => `Page ${String(page)} of ${String(pages)}`,
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pages',
  view: 'View',
  viewLabel: (name: string) => `View ${name}`,
  columns: {
    id: 'Id',
    created: 'Created',
    firstName: 'First name',
    lastName: 'Last name',
    plan: 'Signup plan',
    source: 'Source',
    phone: 'Phone',
    email: 'E-mail',
    promo: 'Promo code',
    actions: 'Actions',
  },
  empty: PHR_MESSAGES.noRecords,
  failed: MESSAGES.loadFailed,
  back: (title: string) => `Back to ${title}`,
  pets: 'Pets',
  choosePet: 'Choose a pet to see its health records',
  petRecords: (pet: string) => `${pet}’s health records`,
  readOnly:
    'The owner keeps these records: your practice reads them and may add its own, while the owner shares this pet with you.',
  notCustomer: 'This owner is not among your customers, or no longer is.',
  notShared: (name: string) =>
    `${name} has not shared a pet’s health records with your practice. An owner shares a pet when they book with you, or when they answer the request your practice sends by booking for them.`,
  requested: (name: string) =>
    `Your practice asked ${name} to share a pet’s health records when it booked for them; they have not answered yet.`,
  withheld: (name: string) =>
    `${name} chose not to share their pets’ health records with your practice.`,
  askOwner: 'Book for this customer to ask them',
  none: '—',
} as const;
