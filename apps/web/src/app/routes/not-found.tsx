// Its own chunk: an unknown address is rare, and the 404 page brings the error states with it.
export { NotFoundPage as Component } from '../../components/ui/not-found-page.tsx';
