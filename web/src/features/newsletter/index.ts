export { NewsletterForm } from './lazy-newsletter-form';
