import type { LandmarkBanks } from '../landmark-bank';
import { landmark as ar } from './ar/landmark';
import { landmark as de } from './de/landmark';
import { landmark as en } from './en/landmark';
import { landmark as es } from './es/landmark';
import { landmark as fr } from './fr/landmark';
import { landmark as it } from './it/landmark';
import { landmark as ja } from './ja/landmark';
import { landmark as ko } from './ko/landmark';
import { landmark as pt } from './pt/landmark';
import { landmark as zh } from './zh/landmark';

/** The sentences each language tells a landmark's facts with. */
export const LANDMARK_BANKS: LandmarkBanks = { en, es, fr, de, it, pt, ja, zh, ko, ar };
