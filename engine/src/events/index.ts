export { EVENT_CATALOG_SQL } from './catalog';
export {
  DEFAULT_FETCH_BATCH_SIZE,
  DEFAULT_FETCH_INTERVAL_MS,
  DEFAULT_LOCK_TIMEOUT_MS,
  EventDelivery,
  type EventDeliveryOptions,
  type EventPayload,
  readEventSettings,
  retryAfterSeconds,
} from './delivery';
export {
  type EventTriggerConfig,
  installEventTriggers,
  resolveEventTriggers,
  triggerFunctionName,
} from './event-triggers';
