// The countdown is shared with the worker's offer card: it lives in components/shifts/offer-countdown.tsx.
export { OfferCountdown } from '../../components/shifts/offer-countdown';
