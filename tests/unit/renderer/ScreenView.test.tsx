import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as view } from '@testing-library/react';
import { ScreenView } from '../../../renderer/react/ScreenView.tsx';
import { widgets } from '../../../widgets/index.ts';
import type { ActionRegistry, ScreenDoc, WidgetComponent } from '../../../renderer/types.ts';
import { engineSettings } from '../../support/engineSettings.ts';
import { createNativeBus, type NativeBus } from '../../../renderer/nativeBus.ts';

const Throws: WidgetComponent = () => {
  throw new Error('widget bug');
};

function draw(screen: ScreenDoc, actions: ActionRegistry = {}) {
  return render(
    <ScreenView
      screen={screen}
      query={{}}
      config={engineSettings}
      actions={{
        'ui.set': ({ args, setState }) => setState(args),
        // The error page's 'Try again' chain (renderer/errorView.ts).
        'ui.reload': ({ args, reload }) => reload(undefined, { loader: args.loader === true }),
        ...actions,
      }}
      widgets={{ ...widgets, Throws }}
      // The test's own words (not the app's copy): the view uses whatever the copy says.
      appCopy={{ widgetFailed: 'This part could not be shown.', loading: 'Busy loading', retry: 'Ask again' }}
    />,
  );
}

describe('<ScreenView>', () => {
  it("hears the shell's messages on the bus it is given, only while it is on show, and no other bus", async () => {
    const bus = createNativeBus();
    const other = createNativeBus();
    const screen: ScreenDoc = {
      id: 's',
      onLoad: [{ action: 'count' }],
      native: { refresh: [{ action: 'ui.set', args: { said: { var: 'event.from' } } }] },
      body: [{ widget: 'Text', props: { text: { cat: ['from ', { var: 'state.said' }] } } }],
    };
    let starts = 0;
    const actions: ActionRegistry = { count: () => void starts++, 'ui.set': ({ args, setState }) => setState(args) };
    const listening = (native: NativeBus) => (
      <ScreenView screen={screen} query={{}} config={engineSettings} actions={actions} widgets={widgets} native={native} />
    );
    const page = render(listening(bus));
    expect(other.emit('refresh', { from: 'another app' })).toBe(false);
    let handled = false;
    await act(async () => {
      handled = bus.emit('refresh', { from: 'the shell' });
    });
    expect(handled).toBe(true);
    expect(view.getByText('from the shell')).toBeTruthy();
    expect(bus.emit('goBack')).toBe(false);
    // Given another bus, the screen listens there, without starting again.
    page.rerender(listening(other));
    expect(bus.emit('refresh', { from: 'the shell' })).toBe(false);
    await act(async () => {
      handled = other.emit('refresh', { from: 'the other shell' });
    });
    expect(handled).toBe(true);
    expect(view.getByText('from the other shell')).toBeTruthy();
    expect(starts).toBe(1);
    page.unmount();
    expect(other.emit('refresh', { from: 'the shell' })).toBe(false);
  });

  it('draws an unknown widget and a throwing widget as fallbacks; the rest of the page stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    draw({
      id: 's',
      body: [{ widget: 'Text', props: { text: 'Before' } }, { widget: 'NoSuchWidget' }, { widget: 'Throws' }, { widget: 'Button', props: { label: 'After' } }],
    });
    expect(view.getByText('Before')).toBeTruthy();
    expect(view.getAllByText('This part could not be shown.')).toHaveLength(2);
    expect(view.getByRole('button', { name: 'After' })).toBeTruthy();
  });

  it('shows the loader while data loads, then the content; server text is never HTML', async () => {
    let release: (v: unknown) => void = () => {};
    draw(
      {
        id: 's',
        data: { d: { action: 'api.slow' } },
        body: [{ widget: 'Text', props: { text: { var: 'data.d.text' } } }],
      },
      { 'api.slow': () => new Promise((r) => (release = r)) as never },
    );
    expect(view.getByRole('progressbar', { name: 'Busy loading' })).toBeTruthy();
    await act(async () => release({ text: '<img src=x onerror=alert(1)>' }));
    expect(view.queryByRole('progressbar')).toBeNull();
    expect(view.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('draws the loader and the stand-in the settings name (config.engineWidgets), not widgets it knows by name', async () => {
    let release: (v: unknown) => void = () => {};
    const Waiting: WidgetComponent = ({ text }) => <p>{`waiting: ${String(text)}`}</p>;
    const StandIn: WidgetComponent = ({ widget }) => <p>{`stand-in for ${String(widget)}`}</p>;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ScreenView
        screen={{ id: 's', data: { d: { action: 'api.slow' } }, body: [{ widget: 'NoSuchWidget', props: {} }] }}
        query={{}}
        config={{ ...engineSettings, engineWidgets: { page: 'Page', errorState: 'ErrorState', loader: 'Waiting', fallback: 'StandIn' } }}
        actions={{ 'api.slow': () => new Promise((r) => (release = r)) as never }}
        widgets={{ ...widgets, Waiting, StandIn }}
        appCopy={{ loading: 'Busy loading' }}
      />,
    );
    expect(view.getByText('waiting: Busy loading')).toBeTruthy();
    expect(view.queryByRole('progressbar')).toBeNull();
    await act(async () => release({}));
    expect(view.getByText('stand-in for NoSuchWidget')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('[renderer] unknown widget "NoSuchWidget" at body.0');
  });

  it('the first content after the loader is drawn in a later task than the data’s arrival (in slices a tap can come between)', async () => {
    let release: (v: unknown) => void = () => {};
    draw(
      {
        id: 's',
        data: { d: { action: 'api.slow' } },
        body: [{ widget: 'Text', props: { text: { var: 'data.d' } } }],
      },
      { 'api.slow': () => new Promise((r) => (release = r)) as never },
    );
    // Outside act(), React schedules as in a browser: what is drawn within the same task shows after the microtasks.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const sameTask = async () => {
        for (let i = 0; i < 50; i++) await Promise.resolve();
      };
      release('Loaded');
      await sameTask();
      // The data is in the store, and the loader is still on screen: the content is not drawn in the store's task.
      expect(view.getByRole('progressbar', { name: 'Busy loading' })).toBeTruthy();
      expect(await view.findByText('Loaded')).toBeTruthy();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('a failed load shows the message and a retry that loads again', async () => {
    let attempt = 0;
    draw(
      { id: 's', data: { d: { action: 'api.flaky' } }, body: [{ widget: 'Text', props: { text: { var: 'data.d' } } }] },
      {
        'api.flaky': async () => {
          attempt += 1;
          if (attempt === 1) throw { kind: 'server', message: 'Try later' };
          return 'Loaded';
        },
      },
    );
    expect(await view.findByRole('alert')).toHaveProperty('textContent', 'Try later');
    await act(async () => fireEvent.click(view.getByRole('button', { name: 'Ask again' })));
    expect(await view.findByText('Loaded')).toBeTruthy();
    expect(attempt).toBe(2);
  });

  it('a state change draws again the nodes it changes, not the rest of the screen', async () => {
    const drawn: string[] = [];
    const Counted: WidgetComponent = ({ text }) => {
      drawn.push(String(text));
      return <p>{String(text)}</p>;
    };
    render(
      <ScreenView
        screen={{
          id: 's',
          state: { on: false },
          body: [
            { widget: 'Counted', props: { text: 'Never changes' } },
            { widget: 'Counted', props: { text: { if: [{ var: 'state.on' }, 'On', 'Off'] } } },
            { widget: 'Button', props: { label: 'Switch' }, events: { press: [{ action: 'ui.set', args: { on: true } }] } },
            { widget: 'Button', props: { label: 'Same again' }, events: { press: [{ action: 'ui.set', args: { on: true } }] } },
          ],
        }}
        query={{}}
        config={engineSettings}
        actions={{ 'ui.set': ({ args, setState }) => setState(args) }}
        widgets={{ ...widgets, Counted }}
      />,
    );
    expect(drawn.filter((text) => text === 'Never changes')).toHaveLength(1);
    await act(async () => fireEvent.click(view.getByRole('button', { name: 'Switch' })));
    expect(view.getByText('On')).toBeTruthy();
    await act(async () => fireEvent.click(view.getByRole('button', { name: 'Same again' })));
    expect(
      drawn.filter((text) => text === 'Never changes'),
      'the unchanged node is drawn once',
    ).toHaveLength(1);
    expect(
      drawn.filter((text) => text === 'On'),
      'the changed one once more',
    ).toHaveLength(1);
  });

  it('a button is busy while its chain runs, and a second tap sends nothing', async () => {
    let release: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((r) => (release = r)));
    draw({ id: 's', body: [{ widget: 'Button', props: { label: 'Send it' }, events: { press: [{ action: 'api.send' }] } }] }, { 'api.send': send });
    const button = view.getByRole('button', { name: 'Send it' });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => fireEvent.click(button));
    await act(async () => release());
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('false');
  });
});
