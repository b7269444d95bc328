import './view/frame.css'
import { startFrame } from './frame/startFrame.js'

void startFrame(window)
