// Shared test helpers: golden PNG comparison and recording (Goldens.swift).
import Primitives
