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
  second();
  click(link);
  expect(calls).toEqual(['first', 'second', 'second']);
});

it('keeps one document listener per type for good: idle while nothing is registered, the same one for the next', () => {
  document.body.innerHTML = '<a id="link" href="/a">a</a>';
  const link = document.getElementById('link')!;
  const added = vi.spyOn(document, 'addEventListener');
  const removed = vi.spyOn(document, 'removeEventListener');
  const delegation = new Delegation();
  const calls: string[] = [];
  delegation.on(link, 'click', () => calls.push('first'))();
  click(link);
  delegation.on(link, 'click', () => calls.push('second'));
  click(link);
  expect(calls).toEqual(['second']);
  expect(added).toHaveBeenCalledTimes(1);
  expect(removed).not.toHaveBeenCalled();
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

it('asks an answer about each element on the path, inner first, after its own handlers, until one stops the event', () => {
  document.body.innerHTML = '<div id="outer"><a id="link" href="/a"><b id="inner">a</b></a></div>';
  const byId = (id: string) => document.getElementById(id)!;
  const [outer, link, inner] = [byId('outer'), byId('link'), byId('inner')];
  const delegation = new Delegation();
  const calls: string[] = [];
  delegation.on(link, 'click', () => calls.push('handler'));
  const stop = delegation.answer('click', (event, element) => {
    calls.push(element.id || element.tagName.toLowerCase());
    if (element === outer) event.stopPropagation();
  });
  click(inner);
  expect(calls).toEqual(['inner', 'handler', 'link', 'outer']);
  calls.length = 0;
  const removed = vi.spyOn(document, 'removeEventListener');
  stop();
  click(inner);
  // The element's own handler still runs; the answer is gone.
  expect(calls).toEqual(['handler']);
  expect(removed).not.toHaveBeenCalled();
});
