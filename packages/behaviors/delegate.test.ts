import { afterEach, expect, it, vi } from 'vitest';
import { Delegation } from './delegate.ts';

afterEach(() => vi.restoreAllMocks());

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));

it('takes off only the handler whose removal ran, once, however often it runs', () => {
  document.body.innerHTML = '<a id="link" href="/a">a</a>';
  const link = document.getElementById('link')!;
  const delegation = new Delegation();
  const calls: string[] = [];
  const first = delegation.on(link, 'click', () => calls.push('first'));
  const second = delegation.on(link, 'click', () => calls.push('second'));
  click(link);
  first();
  first();
  click(link);
  expect(calls).toEqual(['first', 'second', 'second']);
  const removed = vi.spyOn(document, 'removeEventListener');
  second();
  click(link);
  expect(calls).toEqual(['first', 'second', 'second']);
  expect(removed).toHaveBeenCalledWith('click', expect.any(Function), { capture: false });
});

it('keeps each element its own handlers when one of them goes', () => {
  document.body.innerHTML = '<a id="one" href="/a">1</a><a id="two" href="/b">2</a>';
  const [one, two] = [document.getElementById('one')!, document.getElementById('two')!];
  const delegation = new Delegation();
  const calls: string[] = [];
  const stopOne = delegation.on(one, 'click', () => calls.push('one'));
  delegation.on(two, 'click', () => calls.push('two'));
  stopOne();
  click(one);
  click(two);
  expect(calls).toEqual(['two']);
});
