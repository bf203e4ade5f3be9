/**
 * A route's first render never waits (issue 18): the screen's document and
 * every widget it draws are loaded before it (preloadPath, preloadHash, an
 * in-app navigation with the loader meanwhile), and the run-time meta-schema
 * check is not on that path.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryLocation } from '../../../app/location/MemoryLocation.tsx';
import { checkScreen, peekScreen, preloadHash, preloadPath, readyScreen, screenOfPath } from '../../../app/screens.ts';
import { ScreenRoute } from '../../../app/ScreenRoute.tsx';
import { screenFindings } from '../../../app/screenFindings.ts';
import { appWidgets } from '../../../widgets/appWidgets.ts';
import { screenWidgets } from '../../../app/screenWidgets.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';

vi.mock('../../../app/screenFindings.ts', () => ({ screenFindings: vi.fn(() => ({ findings: [], lines: [] })) }));

describe('the screen of an address', () => {
  it('matches as the router does (any case, a trailing slash); an unknown path is the not-found screen', () => {
    expect(screenOfPath('/orderDetail')).toBe('orderDetail');
    expect(screenOfPath('/order/')).toBe('orderDetail');
    expect(screenOfPath('/About')).toBe('site');
    expect(screenOfPath('/aboutus')).toBe('aboutUs');
    expect(screenOfPath('/nowhere')).toBe('notFound');
  });
});

describe('before the first render', () => {
  it('preloadPath loads the document and every widget it draws, without the run-time check', async () => {
    expect(peekScreen('orderDetail')).toBeUndefined();
    expect(appWidgets.ProductCard).toBeUndefined();
    await expect(preloadPath('/orderDetail')).resolves.toBe(true);
    const doc = peekScreen('orderDetail')!;
    expect(doc.id).toBe('orderDetail');
    for (const name of screenWidgets(doc)) expect(appWidgets[name], name).toBeDefined();
    expect(screenFindings).not.toHaveBeenCalled();
    // The check runs after, on its own.
    await checkScreen('orderDetail', { idle: false });
    expect(screenFindings).toHaveBeenCalledWith('orderDetail', expect.objectContaining({ id: 'orderDetail' }));
  });

  it('preloadHash does the same for the promotion pages (the route is the hash, its query aside)', async () => {
    await expect(preloadHash('#/downloadTemplate?id=1')).resolves.toBe(true);
    expect(peekScreen('promoDownload')?.id).toBe('promoDownload');
    await expect(preloadHash('')).resolves.toBe(true);
    expect(peekScreen('promoRegister')?.id).toBe('promoRegister');
    expect(appWidgets.SchemaForm).toBeDefined();
  });

  it('a screen whose widgets do not arrive is not ready (the route shows its error page)', async () => {
    const { widgetLoaders } = await import('../../../widgets/widgetLoaders.ts');
    const real = widgetLoaders.ImagePicker;
    widgetLoaders.ImagePicker = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    try {
      await expect(readyScreen('complainPageNext')).rejects.toThrow('Failed to fetch');
      expect(peekScreen('complainPageNext')).toBeUndefined();
    } finally {
      widgetLoaders.ImagePicker = real;
    }
    await expect(readyScreen('complainPageNext')).resolves.toMatchObject({ id: 'complainPageNext' });
  });
});

describe('an in-app navigation', () => {
  it('shows the loader, then the whole screen at once: no widget drawn as a fallback', async () => {
    expect(appWidgets.ContactLine).toBeUndefined();
    const copy = loadScreenDoc('customerService').copy as Record<string, string>;
    const { container } = render(
      <MemoryLocation initialEntries={['/customerService']}>
        <ScreenRoute screenId="customerService" />
      </MemoryLocation>,
    );
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: copy.title })).toBeTruthy();
    expect(container.querySelector('.w-fallback')).toBeNull();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });
});
