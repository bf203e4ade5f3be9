import { describe, expect, it } from 'vitest';
import { sharedWidgets } from '../../../scripts/firstPaintChunks';

describe('sharedWidgets (scripts/firstPaintChunks.ts): the widgets of the shared widget file', () => {
  it('those two screens or more draw, never the form (it brings rjsf), each once', () => {
    const table = {
      orderDetail: ['Page', 'Button', 'Dialog', 'ServiceLine', 'Button'],
      bindBank: ['Page', 'Button', 'SchemaForm', 'Tabs'],
      promoRegister: ['Page', 'Dialog', 'SchemaForm'],
    };
    expect(sharedWidgets(table)).toEqual(['Button', 'Dialog', 'Page']);
  });
});
