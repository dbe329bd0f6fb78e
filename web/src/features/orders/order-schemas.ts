// The order forms' rules, loaded beside the forms (lazy-order-schemas.ts).
export {
  freeQuestionDetailsSchema,
  houseCallDetailsSchema,
  smoDetailsSchema,
} from '@petwell/domain';
