import { screen, waitFor } from '@testing-library/dom';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetLoader } from '../types.ts';
import { Islands, type IslandOptions } from './index.ts';

const effects: string[] = [];

function Greeting({ name }: { name: string }) {
  useEffect(() => {
    effects.push(`on ${name}`);
    return () => void effects.push(`off ${name}`);
  }, [name]);
  return <p>Szia, {name}!</p>;
}

function Broken(): never {
  throw new Error('widget broke');
}

const load = () => Promise.resolve(Greeting);

describe('islands', () => {
  const islands = new Islands();
  const failures: unknown[] = [];
  const renderIsland = <P extends object>(load: WidgetLoader<P>, props: P, options: Omit<IslandOptions, 'shown' | 'failed'>) =>
    islands.render(load, props, { ...options, shown: () => {}, failed: (error) => failures.push(error) });

  it('renders every island from one root, each as a portal into an element of its own', async () => {
    document.body.innerHTML = '<main></main>';
    const a = renderIsland(load, { name: 'Anna' }, { name: 'demo' });
    const b = renderIsland(load, { name: 'Béla' }, { name: 'demo' });
    const [anna, bela] = [await screen.findByText('Szia, Anna!'), await screen.findByText('Szia, Béla!')];
    expect(anna.parentElement).not.toBe(bela.parentElement);
    expect(document.querySelectorAll('[data-kurzus-islands]')).toHaveLength(1);
    a.unmount();
    b.unmount();
  });

  it('takes a widget down synchronously, effects included, and the root with the last one', async () => {
    document.body.innerHTML = '<main></main>';
    effects.length = 0;
    const island = renderIsland(load, { name: 'Anna' }, { name: 'demo' });
    await screen.findByText('Szia, Anna!');
    island.unmount();
    expect(screen.queryByText('Szia, Anna!')).toBeNull();
    expect(effects).toEqual(['on Anna', 'off Anna']);
    expect(document.querySelector('[data-kurzus-islands]')).toBeNull();
  });

  it('renders into a new element at the end of body when given no target, and removes it', async () => {
    document.body.innerHTML = '<main></main>';
    const island = renderIsland(load, { name: 'Anna' }, { name: 'demo' });
    const text = await screen.findByText('Szia, Anna!');
    expect(text.parentElement!.parentElement).toBe(document.body);
    island.unmount();
    expect(document.body.innerHTML).toBe('<main></main>');
  });

  it('updates props', async () => {
    const island = renderIsland(load, { name: 'Anna' }, { name: 'demo' });
    await screen.findByText('Szia, Anna!');
    island.update({ name: 'Cili' });
    await screen.findByText('Szia, Cili!');
    island.unmount();
  });

  it('renders nothing, and keeps no root, when unmounted before its code arrived', async () => {
    let arrive!: (component: typeof Greeting) => void;
    const island = renderIsland(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), { name: 'Anna' }, { name: 'demo' });
    island.unmount();
    arrive(Greeting);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Szia, Anna!')).toBeNull();
    expect(document.querySelector('[data-kurzus-islands]')).toBeNull();
  });

  it('keeps the other widgets when one fails, names the failing one, and hands a load that failed twice to its caller', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = renderIsland(load, { name: 'Anna' }, { name: 'good' });
    const bad = renderIsland(() => Promise.resolve(Broken), {}, { name: 'broken-widget' });
    const tries = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const missing = renderIsland(tries, {}, { name: 'missing-widget' });
    await waitFor(() => expect(error).toHaveBeenCalledWith('[kurzus] broken-widget: widget broke', expect.any(Error)));
    await waitFor(() => expect(failures).toEqual([new Error('chunk failed')]));
    expect(tries).toHaveBeenCalledTimes(5);
    expect(screen.getByText('Szia, Anna!')).toBeTruthy();
    for (const island of [good, bad, missing]) island.unmount();
  });
});
