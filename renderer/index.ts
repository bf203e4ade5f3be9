/** Public API of the engine. */
export * from './types';
export { evaluate, truthy, isOperation, OPERATIONS } from './expressions';
export { evaluateTable, checkTable, combinations } from './decisionTable';
export { resolveScreen, FALLBACK_WIDGET } from './resolveScreen';
export { buildContext, readyContext } from './context';
export { createScreenRuntime, userMessage, toActionError } from './runtime';
export { onNative, emitNative } from './nativeBus';
export { describeTrace } from './describeTrace';
