export { useStore as useMessages } from '@nanostores/react';
