export { createScheduledCatalog, EVENT_CATALOG_SQL, SCHEDULED_CATALOG_SQL } from './catalog';
export { cronScheduleProblem, nextOccurrences } from './cron';
export { runMetadataRequest, SUPPORTED_METADATA_COMMANDS } from './metadata-api';
export {
  DEFAULT_SCHEDULED_RETRY,
  resolveCronTriggers,
  ScheduledDelivery,
  type ScheduledEventPayload,
} from './scheduled-triggers';
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
