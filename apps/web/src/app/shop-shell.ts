// The signed-in shop's part of the route table, one chunk loaded with its first screen
// (ADR 014): its layout and the gate of the screens a plan may close.
export { ShopLayout } from './layout/shop-layout';
export { PlanGate } from './plan-gate';
