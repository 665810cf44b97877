// What mounting a loaded feature takes: the mount context, the parts it needs, settings resolution. Its
// own chunk, loaded with the first feature module, so a page where nothing mounts never loads it.
export { fitting, Mount, partsOf } from './context.ts';
export { resolveSettings } from './settings/resolve.ts';
