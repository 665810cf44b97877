export { Dialog } from './Dialog.tsx';
