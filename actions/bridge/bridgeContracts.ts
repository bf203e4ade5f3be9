/**
 * What the `bridge.<message>` actions take and answer (renderer/contract.ts),
 * derived from the bridge table the actions are built from (bridgeActions.ts)
 * and its words (bridgeDocs.ts):
 * a new message has its contract with no line written here. Its args are the
 * names of the row's `example`; each one's type and words come from the
 * body field of the same name in the row's body schema.
 */
import type { ActionContract, ValueSpec } from '../../renderer/contract.ts';
import type { JsonObject } from '../../renderer/types.ts';
import { BRIDGE_MESSAGE_NAMES, type BridgeMessageName } from './bridgeTable.ts';
import { documentedMessage, type DocumentedMessage } from './bridgeDocs.ts';

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body schema's field `name` and whether the body requires it, looked for in wrapping objects too (openPageWrapped: data.url). */
function bodyField(schema: JsonObject, name: string): { field: JsonObject; required: boolean } | undefined {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  if (isObject(properties[name])) return { field: properties[name], required: required.includes(name) };
  for (const [field, inner] of Object.entries(properties)) {
    const found = isObject(inner) && inner.type === 'object' && isObject(inner.properties) ? bodyField(inner, name) : undefined;
    if (found) return { ...found, required: found.required && required.includes(field) };
  }
  return undefined;
}

const TYPES: Record<string, ValueSpec['type']> = { string: 'string', number: 'number', boolean: 'boolean', object: 'object', array: 'list' };

function argOf(message: DocumentedMessage, name: string): ValueSpec {
  const found = bodyField(message.bodySchema, name);
  const type = TYPES[String(found?.field.type)] ?? 'any';
  return {
    type,
    description: typeof found?.field.description === 'string' ? found.field.description : `Sent as "${name}" in the body.`,
    // A missing text reaches the shell as "" (nothing it can act on); a missing object is sent as {}, which the body allows.
    required: found?.required === true && type === 'string',
  };
}

function contractOf(message: DocumentedMessage): ActionContract {
  return {
    description: message.summary,
    args: Object.fromEntries(Object.keys(message.example).map((name) => [name, argOf(message, name)])),
    result: 'The shell that took the message: ios, android, or none outside both shells; fails with kind native when the shell did not take it.',
  };
}

export const bridgeContracts = Object.fromEntries(BRIDGE_MESSAGE_NAMES.map((name) => [`bridge.${name}`, contractOf(documentedMessage(name))])) as Record<
  `bridge.${BridgeMessageName}`,
  ActionContract
>;
