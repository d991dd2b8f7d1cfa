export { FansignEventCard } from './components/fansign-event-card.tsx';
export { FansignEventDetail } from './components/fansign-event-detail.tsx';
export { FansignEventList } from './components/fansign-event-list.tsx';
