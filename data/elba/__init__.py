"""Escape from Elba content: board, letter deck, bag word list, weapon words."""
