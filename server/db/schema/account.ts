// Tables of the account feature.
export {};
