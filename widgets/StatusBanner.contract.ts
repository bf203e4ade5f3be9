import { widgetContract } from '../renderer/contract.ts';
import { STATUS_ICONS, STATUS_TONES } from './statusLook.ts';

export const contract = widgetContract({
  description: 'The order status header: an icon, a title, a description and a note (what is due) in the status colour.',
  props: {
    title: { type: 'text', description: 'The status in words.' },
    description: { type: 'text', description: 'A line under the title.' },
    note: { type: 'text', description: 'A line in bold under the description (e.g. the amount due and its date); none when empty.' },
    tone: { type: 'string', enum: STATUS_TONES, description: 'The status colour (from a table in the screen); blue when absent.' },
    icon: {
      type: 'string',
      enum: STATUS_ICONS,
      description: 'The status icon (from the same table); review when absent.',
    },
  },
  example: {
    widget: 'StatusBanner',
    key: 'status',
    props: {
      title: { var: 'data.detail.noticeStatusText' },
      description: { var: 'data.detail.noticeDesText' },
      tone: { get: [{ table: 'statusLook' }, 'tone'] },
      icon: { get: [{ table: 'statusLook' }, 'icon'] },
    },
  },
});
