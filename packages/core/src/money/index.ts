/**
 * Money in integer satang: conversion from and to baht, formatting, instalments.
 *
 * @module @self-storage/core/money
 */
export * from './instalments.ts';
export * from './satang.ts';
