/** A light grey square shown where a product has no image or its image fails to load. */
export const imagePlaceholderSrc =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23f1f3f5'/%3E%3C/svg%3E";
