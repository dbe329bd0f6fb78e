export {
  actionRootFields,
  isActionField,
  loadActionCatalog,
  type ActionCatalog,
  type ActionHeader,
  type ActionHeaderConfig,
  type ActionInfo,
} from './action-catalog';
export {
  HTTP_EXCEPTION_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON_MESSAGE,
  runAction,
  type ActionCall,
} from './run-action';
